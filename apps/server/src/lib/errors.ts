/** Errors that map to the JSON shape of DESIGN.md §5: `{error}` with a status. */
export type HttpStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503;

export class HttpError extends Error {
  constructor(
    readonly statusCode: HttpStatus,
    message: string,
    readonly issues?: Array<{ path: string; message: string }>,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, issues?: Array<{ path: string; message: string }>) => new HttpError(400, msg, issues);
export const unauthorized = (msg = 'Your session has expired or you are not logged in.') => new HttpError(401, msg);
export const forbidden = (msg = 'You are not allowed to do that.') => new HttpError(403, msg);
export const notFound = (what = 'Not found') => new HttpError(404, what);
export const conflict = (msg: string) => new HttpError(409, msg);
export const gone = (msg: string) => new HttpError(410, msg);
