import { AuthScreen } from '../components/auth-screen';
import { ResetPasswordForm } from '../components/reset-password-form';

export default function ResetPasswordPage() {
  return (
    <AuthScreen kind="reset">
      <ResetPasswordForm />
    </AuthScreen>
  );
}
