import { useScryptCostForTests } from '../../../server/services/passwords';

// Hundreds of members are registered and signed in per run: at OWASP's N=2^17 (100-300 ms a hash) that is minutes.
// tests/server/passwords.test.ts checks the production cost itself.
useScryptCostForTests({ ln: 10, r: 8, p: 1 });
