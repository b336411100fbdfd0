import {
  KEY_SERVICE_MESSAGES,
  KeyServiceError,
  type KeyServiceClient,
  type KeyServiceListener,
} from './key-service-client';

/**
 * The PIN dialog's connection to the key service: opened when the dialog
 * opens (so key events show), shared by every sign-in attempt, and opened
 * again when an earlier attempt failed or the service went away.
 */
export class KeyConnection {
  private attempt: Promise<KeyServiceClient> | null = null;
  private client: KeyServiceClient | null = null;
  private closed = false;

  constructor(
    private readonly connect: () => Promise<KeyServiceClient>,
    private readonly onEvent: KeyServiceListener,
  ) {}

  /** The open client, connecting first if there is none. */
  get(): Promise<KeyServiceClient> {
    if (this.closed) {
      return Promise.reject(
        new KeyServiceError('CLOSED', KEY_SERVICE_MESSAGES.unavailable),
      );
    }
    if (this.client && !this.client.isOpen()) {
      this.client = null;
      this.attempt = null;
    }
    if (!this.attempt) {
      const attempt: Promise<KeyServiceClient> = this.connect().then(
        (client) => {
          if (this.closed) {
            client.close();
            throw new KeyServiceError(
              'CLOSED',
              KEY_SERVICE_MESSAGES.unavailable,
            );
          }
          this.client = client;
          client.onEvent(this.onEvent);
          return client;
        },
        (error: unknown) => {
          // The next get() tries again.
          if (this.attempt === attempt) this.attempt = null;
          throw error;
        },
      );
      this.attempt = attempt;
    }
    return this.attempt;
  }

  close(): void {
    this.closed = true;
    this.client?.close();
    this.client = null;
    this.attempt = null;
  }
}
