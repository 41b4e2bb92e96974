import * as React from 'react';
import { Label } from './ui/label';
import { cn } from '@/lib/utils';

/** A label, one control and its validation message, wired together for screen readers. */
export function FormField({
  id,
  label,
  error,
  children,
  className,
  hint,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  children: React.ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
  className?: string;
  hint?: React.ReactNode;
}) {
  const messageId = `${id}-message`;
  const control = React.cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? messageId : undefined,
  });
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id} className={cn(error && 'text-destructive')}>
        {label}
      </Label>
      {control}
      {hint}
      {error && (
        <p id={messageId} className="text-[13px] text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
