import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { rundownKeys, RundownTokenProvider } from '@/api/rundown';
import { useAuthToken } from '@/api/token';
import { EventNotice } from '../event/EventNotice';
import { appT, useAppT } from '@/i18n/appI18n';
import { parseEventId } from '../event/eventId';
import { CallerCodeForm } from './CallerCodeForm';
import { clearCallerToken, readCallerToken, saveCallerToken } from '@/api/callerSession';
import { SimpleRundown } from './SimpleRundown';

function SimpleEventScreen({ eventId }: { eventId: number }) {
  const queryClient = useQueryClient();
  const ownerToken = useAuthToken();
  const [callerToken, setCallerToken] = useState<string | null>(() => readCallerToken(eventId));
  const [askCode, setAskCode] = useState<string | null>(null);

  const onAccessDenied = useCallback(
    (status: number) => {
      queryClient.removeQueries({ queryKey: rundownKeys.all(eventId) });
      if (callerToken !== null) {
        clearCallerToken(eventId);
        setCallerToken(null);
        setAskCode(appT('setup.simple.expired'));
      } else if (status !== 401) {
        setAskCode(appT('setup.simple.notYours'));
      }
      // A 401 with the account token clears that token, which shows the code form by itself.
    },
    [queryClient, eventId, callerToken],
  );

  const onAccess = useCallback(
    (token: string) => {
      saveCallerToken(eventId, token);
      queryClient.removeQueries({ queryKey: rundownKeys.all(eventId) });
      setAskCode(null);
      setCallerToken(token);
    },
    [queryClient, eventId],
  );

  // A code entered in this tab wins; otherwise the owner's account session; otherwise ask.
  if (callerToken === null && (ownerToken === null || askCode !== null)) {
    return <CallerCodeForm eventId={eventId} notice={askCode ?? undefined} onAccess={onAccess} />;
  }
  return (
    <RundownTokenProvider token={callerToken ?? undefined}>
      <SimpleRundown key={callerToken ?? 'owner'} eventId={eventId} onAccessDenied={onAccessDenied} />
    </RundownTokenProvider>
  );
}

/** /simple-event/{id} (unprotected): the owner's session, or a show caller code (docs/decisions/0004-access-codes.md). */
export function SimpleEventPage() {
  const { id } = useParams();
  const eventId = parseEventId(id);
  const t = useAppT();
  if (eventId === null) return <EventNotice title={t('setup.simple.notFound')}>{t('setup.missingEventId')}</EventNotice>;
  return <SimpleEventScreen eventId={eventId} />;
}
