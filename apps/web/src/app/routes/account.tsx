import { Dashboard } from '@/features/analytics/components/dashboard';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { SettingsPage } from '@/features/settings/components/settings-form';
import { useCurrentUser } from '@/lib/hooks';
import { useTitle, useUserId } from './page';

export function AnalyticsRoute() {
  useTitle('Analytics');
  return <Dashboard userId={useUserId()} />;
}

export function ProfileRoute() {
  useTitle('My Profile');
  const user = useCurrentUser();
  return user ? <ProfilePage key={user._id} user={user} /> : null;
}

export function SettingsRoute() {
  useTitle('Notes Settings');
  return <SettingsPage userId={useUserId()} />;
}
