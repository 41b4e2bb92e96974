import * as React from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';

export function AuthHeading({ title, description }: { title: string; description?: React.ReactNode }) {
  return (
    <div className="mb-6 grid gap-1.5">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
    </div>
  );
}

/** The red alert above a form that shows the server's message (docs/product.md, Sign-in screens and Messages). */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive" className="mb-4">
      <CircleAlert />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

export function FormSuccessAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="success" className="mb-4" role="status">
      <CircleCheck />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
