import { PlaceholderPage } from '../../../components/placeholder-page';

export default function LoginPasswordPage() {
  return <PlaceholderPage titleKey="title.loginPassword" />;
}
