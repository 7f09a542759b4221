import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '../../../contract/admin';
import { useConsoleQuery, useConsoleWrite } from '../api/use-console-query';
import { FormError, useSubmit } from './form';
import { QueryBox } from './query-box';

interface RolePolicy {
  role: OperatorRole;
  passkeyRequired: boolean;
}

/**
 * A switch per role: its operators sign in with a passkey, the authenticator's code refused. Asked before each
 * change, since it changes how a whole role signs in; an operator without a passkey is led to enrol one.
 */
export function PasskeyPolicy() {
  const { t } = useTranslation();
  const query = useConsoleQuery('passkeyPolicy');
  // the admin's own role may now require a passkey they lack: the write reads `me` again for the layout
  const write = useConsoleWrite();
  const { busy, error, submit } = useSubmit();

  async function toggle({ role }: RolePolicy, required: boolean) {
    const asked = t(required ? 'operators.confirmPasskeyOn' : 'operators.confirmPasskeyOff', {
      role: t(`role.${role}`),
    });
    if (!window.confirm(asked)) return;
    await submit(() => write('passkeyPolicySet', { role, required }));
  }
  return (
    <section className="card passkey-policy">
      <h2>{t('operators.passkeyPolicy')}</h2>
      <p className="field-help">{t('operators.passkeyPolicyHelp')}</p>
      <QueryBox query={query}>
        {(policies) => (
          <ul>
            {policies.map((p) => (
              <li key={p.role}>
                <label>
                  <input
                    type="checkbox"
                    role="switch"
                    name={`passkey-${p.role}`}
                    checked={p.passkeyRequired}
                    disabled={busy}
                    onChange={(e) => void toggle(p, e.target.checked)}
                  />
                  <span>{t(`role.${p.role}`)}</span>
                  <small>{t(p.passkeyRequired ? 'operators.passkeyOn' : 'operators.passkeyOff')}</small>
                </label>
              </li>
            ))}
          </ul>
        )}
      </QueryBox>
      <FormError error={error} />
    </section>
  );
}
