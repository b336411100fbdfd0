// Index.html's first script (see early-requests.ts). Boot asks for
// whatever did not arrive, so a failure here has nothing to report.
import { whileAsking } from './early-answers';
import { requestEarly } from './early-requests';

whileAsking(requestEarly).catch(() => undefined);
