import { useNavigate } from 'react-router';
import { Clock } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { clearSession } from '@/lib/session';

export function SessionExpiredRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-8 px-6 text-center">
      <Logo />
      <div className="grid max-w-sm justify-items-center gap-4 rounded-2xl border bg-card p-8 shadow-sm">
        <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <Clock className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold">Session Expired - Please login again</h1>
        <p className="text-sm text-muted-foreground">For your patients' privacy, sessions end after a while. Log in again to continue where you left off.</p>
        <Button
          size="lg"
          className="w-full"
          onClick={() => {
            clearSession();
            queryClient.clear();
            navigate('/login', { replace: true });
          }}
        >
          Back To Login
        </Button>
      </div>
    </main>
  );
}
