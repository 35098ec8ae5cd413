#!/bin/sh
# Splices the census table that SurfaceCensusTests prints into README.md; `make census-table` runs it
# in the repository root after building the tests.
set -e
out=$(swift test --skip-build --filter SurfaceCensusTests 2>&1 || true)
python3 - "$out" <<'PY'
import sys, re
out = sys.argv[1]
m = re.search(r"should read:\n((?:\s*\|.*\n)+)", out)
if not m:
    print("table already up to date"); sys.exit(0)
table = "\n".join(line.strip() for line in m.group(1).strip().split("\n"))
s = open("README.md").read()
s = re.sub(r"(<!-- surface-census:begin -->\n).*?(\n<!-- surface-census:end -->)", lambda mm: mm.group(1) + table + mm.group(2), s, flags=re.S)
open("README.md", "w").write(s)
print("README.md table updated")
PY
