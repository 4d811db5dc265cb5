import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from './page-title.ts';
import { AuthLayout } from '../features/auth/auth-layout.tsx';
import { OnboardingCard } from '../features/onboarding/onboarding-card.tsx';
import { inviteTokenFrom } from '../features/onboarding/onboarding-api.ts';

export default function OnboardingPage() {
  const [searchParams] = useSearchParams();
  usePageTitle('Beta onboarding');
  return (
    <AuthLayout>
      <OnboardingCard token={inviteTokenFrom(searchParams)} />
    </AuthLayout>
  );
}
