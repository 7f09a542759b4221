import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { UserInfo } from '../../../../contract/member';
import type { ApiResult } from '../../../lib/api-client';
import { wantedPath } from '../../../lib/navigation';
import { signIn } from '../../../lib/session';

type Session = { token: string; userInfo: UserInfo };

/**
 * What login and registration share: send, remember a 429's wait, and on success sign in (stored before the next screen shows) and go to the
 * path the member asked for (kept by the token gate in `?redirect=`), or /home.
 */
export function useSessionStart<I>(call: (input: I) => Promise<ApiResult<Session>>) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [retryAfter, setRetryAfter] = useState<number | undefined>();

  async function send(input: I) {
    const result = await call(input);
    setRetryAfter(result.ok ? undefined : result.retryAfter);
    return result;
  }

  async function onSuccess({ token, userInfo }: Session) {
    await signIn(token, userInfo);
    void navigate(wantedPath(search, '/home'), { replace: true });
  }

  return { send, onSuccess, retryAfter };
}
