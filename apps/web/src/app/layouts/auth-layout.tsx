import { Navigate, Outlet, useLocation } from 'react-router';
import { FileText, Mic, ShieldCheck } from 'lucide-react';
import { Logo } from '@/components/logo';
import { getToken } from '@/lib/session';

const HIGHLIGHTS = [
  { icon: Mic, text: 'Record the visit, get a live transcript.' },
  { icon: FileText, text: 'Progress notes with ICD-10-CM suggestions.' },
  { icon: ShieldCheck, text: 'Your patients stay private to your account.' },
];

/** Public auth pages: brand panel on wide screens, the form centred. */
export function AuthLayout() {
  const location = useLocation();
  // docs/product.md, Routes: a visitor holding a stored token who opens the login entry goes to /patients.
  if (location.pathname === '/login' && getToken()) return <Navigate to="/patients" replace />;
  return (
    <div className="grid min-h-svh lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-[oklch(0.33_0.06_200)] p-10 text-white lg:flex">
        <div className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-white/5" />
        <div className="pointer-events-none absolute -bottom-32 -left-20 size-[28rem] rounded-full bg-white/5" />
        <Logo className="relative [&_span_span]:text-teal-200" />
        <div className="relative max-w-md">
          <p className="text-3xl leading-snug font-semibold tracking-tight">Spend the visit with your patient, not your keyboard.</p>
          <ul className="mt-8 grid gap-4 text-[15px] text-white/85">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="flex size-8 items-center justify-center rounded-lg bg-white/10">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-white/60">Suggested codes are a draft: review every note before it enters the record.</p>
      </aside>
      <main className="flex items-center justify-center px-5 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <Logo className="mb-8 lg:hidden" />
          <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <Outlet />
          </div>
        </div>
      </main>
    </div>
  );
}
