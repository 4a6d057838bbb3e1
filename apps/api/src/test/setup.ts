import { setPasswordHashCost } from '../modules/users';
import { TEST_PASSWORD_HASH_COST } from './test-app';

// Every API test file starts with cheap password hashes (accounts made straight in the database too, before or
// without an app); an app built from `testConfig` keeps them. The production default is asserted in users.test.ts.
setPasswordHashCost(TEST_PASSWORD_HASH_COST);
