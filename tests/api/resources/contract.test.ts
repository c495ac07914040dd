import { loadDeclarations } from '../../../src/server/declarations';
import { describeContract, writableKinds } from './contractSuite';

/**
 * The contract suite over every writable declaration of schemas/ (never a hand-written list):
 * bodies come from each kind's schema, so a kind needs no demo data to pass.
 */
describeContract(writableKinds(loadDeclarations().all()));
