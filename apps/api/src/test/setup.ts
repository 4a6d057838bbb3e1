import { resetFactorySequence } from '../db/factories';
import { setPasswordHashCost } from '../modules/users';
import { TEST_PASSWORD_HASH_COST } from './test-app';

// Run before every file, also when one worker runs many files (`isolate: false`): each file starts as if alone.

// The builders number names and e-mails from 1 in every file (e.g. no file finds a "… Wulandari" made by another).
resetFactorySequence();

// Every API test file starts with cheap password hashes (accounts made straight in the database too, before or
// without an app); an app built from `testConfig` keeps them. The production default is asserted in users.test.ts.
setPasswordHashCost(TEST_PASSWORD_HASH_COST);
