// Index.html's first script (see early-requests.ts). Boot asks for
// whatever did not arrive, so a failure here has nothing to report.
import {
  applyDisplayPrefs,
  readStoredDisplayPrefs,
} from '@portal/shared/display/device';

import { bootAfterPaint } from './boot-after-paint';
import { whileAsking } from './early-answers';
import { requestEarly } from './early-requests';

// The device's display choice (长者模式…) marks <html> before anything of
// the portal is drawn; boot loads the modes' styles before the frame.
applyDisplayPrefs(readStoredDisplayPrefs());

const askAhead = () => void whileAsking(requestEarly).catch(() => undefined);

// A page drawn on the server starts its boot, and the requests the boot
// waits on, once it is painted; any other page asks at once.
if (!bootAfterPaint(document, askAhead)) askAhead();
