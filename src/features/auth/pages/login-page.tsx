import { AuthScreen } from '../components/auth-screen';
import { LoginForm } from '../components/login-form';

export default function LoginPage() {
  return (
    <AuthScreen kind="login">
      <LoginForm />
    </AuthScreen>
  );
}
