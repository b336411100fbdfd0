/**
 * The part of json-server 0.17 (and of the Express 4 app it creates) that
 * the mock backend uses. json-server ships no types, and the mock backend
 * does not depend on @types/express, so the few members needed are declared
 * here on top of Node's own http types.
 */
declare module 'json-server' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Request extends IncomingMessage {
    method: string;
    url: string;
    originalUrl: string;
    path: string;
    query: Record<string, unknown>;
    params: Record<string, string | undefined>;
    body?: unknown;
    get(name: string): string | undefined;
    /** The first of `encodings` the Accept-Encoding header takes. */
    acceptsEncodings(...encodings: string[]): string | false;
  }

  export interface Response extends ServerResponse {
    locals: Record<string, unknown>;
    status(code: number): this;
    json(body: unknown): this;
    send(body?: unknown): this;
    type(type: string): this;
    set(field: string, value: string): this;
    redirect(status: number, url: string): void;
    /**
     * Express's file sender (the `send` module): Range requests (206 /
     * 416), conditional GET, HEAD, Content-Type from the extension.
     */
    sendFile(
      path: string,
      options: SendFileOptions,
      callback: (err?: SendFileError) => void,
    ): void;
  }

  export interface SendFileOptions {
    acceptRanges?: boolean;
    cacheControl?: boolean;
    etag?: boolean;
    lastModified?: boolean;
    dotfiles?: 'allow' | 'deny' | 'ignore';
  }

  export interface SendFileError extends Error {
    status?: number;
    statusCode?: number;
    code?: string;
  }

  export type NextFunction = (err?: unknown) => void;

  export type RequestHandler = (
    req: Request,
    res: Response,
    next: NextFunction,
  ) => void;

  export type ErrorRequestHandler = (
    err: unknown,
    req: Request,
    res: Response,
    next: NextFunction,
  ) => void;

  export type Handler = RequestHandler | ErrorRequestHandler;

  export interface Route {
    get(...handlers: RequestHandler[]): Route;
    post(...handlers: RequestHandler[]): Route;
    delete(...handlers: RequestHandler[]): Route;
    all(...handlers: RequestHandler[]): Route;
  }

  export interface Application {
    (req: IncomingMessage, res: ServerResponse): void;
    use(...handlers: Array<Handler | Handler[]>): Application;
    use(path: string, ...handlers: Array<Handler | Handler[]>): Application;
    route(path: string): Route;
    set(setting: string, value: unknown): Application;
    disable(setting: string): Application;
  }

  /** lowdb 1 instance (lodash chain) as created by the router. */
  export interface LowDb<State> {
    getState(): State;
    setState(state: State): LowDb<State>;
    write<T>(returnValue?: T): T;
  }

  export interface JsonRouter<State> extends RequestHandler {
    db: LowDb<State>;
    render: RequestHandler;
  }

  export interface DefaultsOptions {
    static?: string;
    logger?: boolean;
    noCors?: boolean;
    noGzip?: boolean;
    readOnly?: boolean;
    bodyParser?: boolean;
  }

  interface JsonServer {
    create(): Application;
    router<State>(
      source: string,
      options?: { foreignKeySuffix?: string },
    ): JsonRouter<State>;
    defaults(options?: DefaultsOptions): Handler[];
  }

  const jsonServer: JsonServer;
  export default jsonServer;
}
