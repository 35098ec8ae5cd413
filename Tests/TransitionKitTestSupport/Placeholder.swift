// Test support grows with the transition engine (invariant checker, scripted driver).
