import * as React from 'react';
import { PanelLeftIcon } from 'lucide-react';
import { useIsMobile } from '@/lib/hooks';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

/** docs/product.md, Timings and limits: 16rem wide, 18rem as a drawer on mobile, 3rem collapsed to icons; Ctrl/Cmd+B; cookie for 7 days. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

interface SidebarContextValue {
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const SidebarContext = React.createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = React.useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

/** No document when the build renders the /patients shell (prerender.tsx): no cookie, so expanded. */
export function readSidebarCookie(cookie: string = typeof document === 'undefined' ? '' : document.cookie): boolean | undefined {
  const match = cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  if (!match) return undefined;
  return match.split('=')[1] === 'true';
}

export function SidebarProvider({ children, className, style }: { children: React.ReactNode; className?: string; style?: React.CSSProperties }) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = React.useState(false);
  const [open, setOpenState] = React.useState(() => readSidebarCookie() ?? true);

  const setOpen = React.useCallback((value: boolean) => {
    setOpenState(value);
    document.cookie = `${SIDEBAR_COOKIE_NAME}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}`;
  }, []);

  const toggleSidebar = React.useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = React.useMemo<SidebarContextValue>(
    () => ({ state: open ? 'expanded' : 'collapsed', open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    // The sidebar's tooltips are the app's only ones: their provider lives here, out of the login page's download.
    <SidebarContext.Provider value={value}>
      <TooltipProvider>
        <div
          data-slot="sidebar-wrapper"
          style={{ '--sidebar-width': SIDEBAR_WIDTH, '--sidebar-width-icon': SIDEBAR_WIDTH_ICON, ...style } as React.CSSProperties}
          className={cn('flex min-h-svh w-full', className)}
        >
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext.Provider>
  );
}

export function Sidebar({ children, className, label = 'Main navigation' }: { children: React.ReactNode; className?: string; label?: string }) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent data-sidebar="sidebar" data-mobile="true" className="w-(--sidebar-width) p-0" style={{ '--sidebar-width': SIDEBAR_WIDTH_MOBILE } as React.CSSProperties}>
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SheetDescription className="sr-only">Main navigation of the clinical scribe.</SheetDescription>
          <nav aria-label={label} className="flex h-full flex-col">{children}</nav>
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <div className="group peer hidden md:block" data-state={state} data-collapsible={state === 'collapsed' ? 'icon' : ''}>
      <div className={cn('relative h-full bg-transparent transition-[width] duration-200 ease-linear', state === 'collapsed' ? 'w-(--sidebar-width-icon)' : 'w-(--sidebar-width)')} />
      <nav
        aria-label={label}
        data-testid="sidebar"
        className={cn(
          'fixed inset-y-0 top-16 left-0 z-10 hidden h-[calc(100svh-4rem)] flex-col border-r bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-linear md:flex',
          state === 'collapsed' ? 'w-(--sidebar-width-icon)' : 'w-(--sidebar-width)',
          className,
        )}
      >
        {children}
      </nav>
    </div>
  );
}

export function SidebarTrigger({ className }: { className?: string }) {
  const { toggleSidebar, state, isMobile, openMobile } = useSidebar();
  const expanded = isMobile ? openMobile : state === 'expanded';
  return (
    <Button variant="ghost" size="icon-sm" className={className} onClick={toggleSidebar} aria-label="Toggle sidebar" aria-expanded={expanded} title="Toggle sidebar (Ctrl+B)">
      <PanelLeftIcon />
    </Button>
  );
}

export function SidebarContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex min-h-0 flex-1 flex-col gap-2 overflow-auto p-2', className)} {...props} />;
}
export function SidebarGroupLabel({ className, ...props }: React.ComponentProps<'div'>) {
  const { state, isMobile } = useSidebar();
  if (state === 'collapsed' && !isMobile) return null;
  return <div className={cn('px-2 pt-2 pb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase', className)} {...props} />;
}
export function SidebarMenu({ className, ...props }: React.ComponentProps<'ul'>) {
  return <ul className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />;
}
export function SidebarMenuItem(props: React.ComponentProps<'li'>) {
  return <li {...props} />;
}

export function SidebarMenuButton({
  children,
  tooltip,
  isActive,
  className,
  asChild,
  ...props
}: React.ComponentProps<typeof Button> & { tooltip: string; isActive?: boolean }) {
  const { state, isMobile } = useSidebar();
  const button = (
    <Button
      variant="ghost"
      asChild={asChild}
      data-active={isActive}
      className={cn(
        'h-9 w-full justify-start gap-3 px-2.5 font-normal text-sidebar-foreground hover:bg-sidebar-accent data-[active=true]:bg-sidebar-accent data-[active=true]:font-medium data-[active=true]:text-sidebar-accent-foreground',
        state === 'collapsed' && !isMobile && 'size-8 justify-center p-0 [&>span]:sr-only',
        className,
      )}
      {...props}
    >
      {children}
    </Button>
  );
  if (state !== 'collapsed' || isMobile) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right">{tooltip}</TooltipContent>
    </Tooltip>
  );
}

export function SidebarInset({ className, ...props }: React.ComponentProps<'main'>) {
  return <main className={cn('relative flex min-w-0 flex-1 flex-col', className)} {...props} />;
}
