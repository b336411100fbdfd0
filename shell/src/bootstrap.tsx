import { bootPortal } from './boot/boot-portal';

void bootPortal();
