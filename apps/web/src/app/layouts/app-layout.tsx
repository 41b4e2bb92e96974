import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, ChevronDown, LogOut, Settings, UserRound, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { InitialsAvatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import {
  Sidebar,
  SidebarContent,
  SidebarGroupLabel,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from '@/components/ui/sidebar';
import { Logo } from '@/components/logo';
import { useLogout } from '@/features/auth/api/logout';
import { fullName } from '@/lib/format';
import { useCurrentUser } from '@/lib/hooks';
import { vitalsFirst } from '@/lib/nav';
import { clearSession } from '@/lib/session';
import { isRenderingShell } from '../prerendered-shell';

const NAV_ITEMS = vitalsFirst([
  { key: 'PATIENTS', label: 'Patients', to: '/patients', icon: Users },
  { key: 'ANALYTICS', label: 'Analytics', to: '/analytics', icon: BarChart3 },
  { key: 'SETTINGS', label: 'Settings', to: '/settings', icon: Settings },
  { key: 'PROFILE', label: 'My Profile', to: '/profile', icon: UserRound },
]);

function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  return () => {
    // docs/product.md, Session: Log out removes token and user, then goes to /login without keeping the page in history.
    const done = () => {
      clearSession();
      queryClient.clear();
      navigate('/login', { replace: true });
    };
    logout.mutate(undefined, { onSettled: done });
  };
}

function AccountMenu() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  // Not in the prerendered /patients shell (decision 113): it names the practitioner, known only in the browser.
  if (!user || isRenderingShell()) return null;
  const name = fullName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-11 gap-2.5 px-2" aria-label={`Account menu for ${name}`}>
          <InitialsAvatar name={name} />
          <span className="hidden min-w-0 flex-col items-start text-left leading-tight sm:flex">
            <span className="max-w-44 truncate text-sm font-medium">{name}</span>
            <span className="max-w-44 truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          </span>
          <ChevronDown className="hidden text-muted-foreground sm:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex items-center gap-2.5">
          <InitialsAvatar name={name} />
          <span className="grid min-w-0 leading-tight">
            <span className="truncate font-medium">{name}</span>
            <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound /> My Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/analytics">
            <BarChart3 /> Analytics
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings /> Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function AppSidebar() {
  const location = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <Sidebar>
      <SidebarContent>
        {isMobile && <Logo className="px-2 pt-2 pb-3" />}
        <SidebarGroupLabel>Workspace</SidebarGroupLabel>
        <SidebarMenu>
          {NAV_ITEMS.map(({ key, label, to, icon: Icon }) => {
            const active = location.pathname === to || (to === '/patients' && location.pathname.startsWith('/encounter'));
            return (
              <SidebarMenuItem key={key}>
                <SidebarMenuButton asChild tooltip={label} isActive={active}>
                  <NavLink to={to} onClick={() => isMobile && setOpenMobile(false)} aria-current={active ? 'page' : undefined}>
                    <Icon aria-hidden="true" />
                    <span>{label}</span>
                  </NavLink>
                </SidebarMenuButton>
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </SidebarContent>
    </Sidebar>
  );
}

/** Signed-in layout (docs/product.md, Signed-in layout): header with logo, Patients button and account menu; collapsible sidebar. */
export function AppLayout() {
  const user = useCurrentUser();
  if (!user) return <Navigate to="/login" replace />;
  return (
    <SidebarProvider className="flex-col">
      <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b bg-card/95 px-3 backdrop-blur sm:px-4">
        <SidebarTrigger />
        <Link to="/" aria-label="Clinical Scribe home" className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          <Logo className="[&>span:last-child]:hidden sm:[&>span:last-child]:inline" />
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm" className="h-9">
            <Link to="/patients">
              <Users aria-hidden="true" />
              Patients
            </Link>
          </Button>
          <AccountMenu />
        </div>
      </header>
      <div className="flex flex-1">
        <AppSidebar />
        <SidebarInset>
          <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <Outlet />
          </div>
        </SidebarInset>
      </div>
    </SidebarProvider>
  );
}
