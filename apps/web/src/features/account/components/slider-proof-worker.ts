// A worker of the slider's proof-of-work solver: ALTCHA's own message handler, given the browser's WebCrypto
// PBKDF2 (the worker the package ships derives keys with Node's crypto, which a browser does not have).
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
