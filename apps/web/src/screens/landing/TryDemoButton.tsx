import { PlayCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useStartDemo } from '@/api/auth';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** Opens a throwaway demo account on its sample show (removed after 24 hours). */
export function TryDemoButton() {
  const demo = useStartDemo();
  const navigate = useNavigate();
  const start = () =>
    demo.mutate(undefined, {
      onSuccess: (data) => {
        toast.success('Demo ready', { description: 'A sample conference show, yours for 24 hours. Try STANDBY, GO and NEXT.' });
        void navigate(`/event/${data.eventId}`);
      },
      onError: (err) =>
        toast.error('Demo unavailable', { description: err instanceof Error ? err.message : 'Please try again in a moment.' }),
    });
  return (
    <Button size="lg" variant="outline" onClick={start} disabled={demo.isPending} aria-busy={demo.isPending || undefined}>
      {demo.isPending ? <Spinner /> : <PlayCircle aria-hidden="true" />}
      Try Demo
    </Button>
  );
}
