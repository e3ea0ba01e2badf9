/**
 * A show caller code's session for one event, kept for this tab only (sessionStorage
 * `callerToken:{eventId}`). Storage failures are logged and the page simply asks for the code again.
 */
export function callerTokenKey(eventId: number): string {
  return `callerToken:${eventId}`;
}

export function readCallerToken(eventId: number): string | null {
  try {
    const token = window.sessionStorage.getItem(callerTokenKey(eventId));
    return token && token.length > 0 ? token : null;
  } catch (err) {
    console.error('Could not read the show caller session', err);
    return null;
  }
}

export function saveCallerToken(eventId: number, token: string): void {
  try {
    window.sessionStorage.setItem(callerTokenKey(eventId), token);
  } catch (err) {
    console.error('Could not keep the show caller session', err);
  }
}

export function clearCallerToken(eventId: number): void {
  try {
    window.sessionStorage.removeItem(callerTokenKey(eventId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
