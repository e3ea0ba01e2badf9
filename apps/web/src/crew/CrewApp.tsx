/** The crew entry (crew.html): the code pages and the department live view, on a tiny router. */
import { CodePage } from './CodePage';
import { CrewView } from './CrewView';
import { normalizeCode, readCrewSession } from './crewSession';
import { matchCrewPath, useCrewLocation } from './router';

export function CrewApp() {
  const location = useCrewLocation();
  const route = matchCrewPath(location.pathname, location.search);
  if (route.name === 'view') {
    const code = normalizeCode(route.code);
    const session = readCrewSession(code);
    // No session for this code on this phone: the code page, with the code filled in and tried.
    if (!session) return <CodePage key={`try:${code}:${location.version}`} initialCode={code} notice={location.notice} />;
    return <CrewView key={`${code}:${session.token}`} code={code} session={session} />;
  }
  return <CodePage key={`${route.code ?? ''}:${location.version}`} initialCode={route.code} notice={location.notice} />;
}
