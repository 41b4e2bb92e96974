import * as React from 'react';

export function PageHeader({ title, description, actions }: { title: string; description?: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/** The load-failure line (docs/product.md, 12. Messages): 'Error: ' followed by the message. */
export function ErrorLine({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive">
      Error: {message}
    </p>
  );
}

export function LoadingLine() {
  return (
    <p role="status" className="py-10 text-center text-sm text-muted-foreground">
      Loading...
    </p>
  );
}
