import { AuthScreen } from '../components/auth-screen';
import { RegisterForm } from '../components/register-form';

export default function RegisterPage() {
  return (
    <AuthScreen kind="register">
      <RegisterForm />
    </AuthScreen>
  );
}
