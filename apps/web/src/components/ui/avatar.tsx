import * as React from 'react';
import { cn } from '@/lib/utils';
import { initials } from '@/lib/format';

export function InitialsAvatar({ name, className, ...props }: React.ComponentProps<'span'> & { name: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/12 text-xs font-semibold text-primary', className)}
      {...props}
    >
      {initials(name)}
    </span>
  );
}
