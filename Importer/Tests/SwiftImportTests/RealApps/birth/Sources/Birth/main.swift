import BirthUI

// The app lives in the BirthUI library so its logic is reachable from
// tests (SPM cannot test an executable target); this stub is the only
// thing the executable owns.
BirthApp.main()
