import { useAtomValue } from 'jotai';
import { createElement, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatMoney } from '../../contract/figures';
import { loadImperative } from '../lib/antd-imperative';
import { sessionResult } from '../lib/reality-check/api/session-result';
import { REALITY_CHANNEL, realityInterval } from '../lib/reality-check/interval';
import { checkAnswered, sessionClock, sheetOpen, type SessionClock } from '../lib/reality-check/session-clock';
import { signOut } from '../lib/sign-out';
import { tokenAtom, userInfoAtom } from '../lib/state/app.atoms';

const MINUTE = 60_000;

/** The moment the next check is due, or null (off, signed out); read again when any tab answers or changes it. */
function useDueCheck(memberId: number | undefined, token: string | null) {
  const [due, setDue] = useState<SessionClock | null>(null);
  const [version, reread] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const channel = new BroadcastChannel(REALITY_CHANNEL);
    channel.onmessage = reread;
    return () => channel.close();
  }, []);
  useEffect(() => {
    setDue(null);
    if (memberId === undefined || !token) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    void (async () => {
      const [minutes, clock] = await Promise.all([realityInterval(memberId), sessionClock(memberId, token)]);
      if (stopped || !minutes) return;
      timer = setTimeout(() => setDue(clock), Math.max(0, clock.lastAt + minutes * MINUTE - Date.now()));
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [memberId, token, version]);
  return { due, reread };
}

/**
 * The reality check (issue 44 §3): at each interval of the member's choice, while the app is in use, how long
 * this session has lasted and what the orders placed in it came to. Time counts across the session's tabs and
 * through a reload; never over an order's confirm sheet (due then, it waits for the next screen) nor the puzzle.
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = useAtomValue(tokenAtom);
  const memberId = useAtomValue(userInfoAtom)?.id;
  const { due, reread } = useDueCheck(memberId, token);
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  const heldOn = useRef<string | null>(null);

  useEffect(() => {
    const seen = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, []);

  useEffect(() => {
    // over the puzzle (the hour's verification lapsed) it would sit on a screen the member must leave first
    if (!due || !visible || memberId === undefined || pathname === '/verify') return;
    if (sheetOpen() || heldOn.current === pathname) {
      heldOn.current ??= pathname;
      return;
    }
    heldOn.current = null;
    let close: (() => void) | undefined;
    let stopped = false;
    void (async () => {
      const [{ default: Dialog }, result] = await Promise.all([
        loadImperative(() => import('antd-mobile/es/components/dialog')),
        sessionResult(),
      ]);
      if (stopped) return;
      const minutes = Math.floor((Date.now() - due.startedAt) / MINUTE);
      const lines = [t('reality.time', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })];
      if (result.ok) {
        const { orders, net } = result.data;
        lines.push(
          orders ? t('reality.net', { count: orders, net: formatMoney(net, { sign: true }) }) : t('reality.none'),
        );
      }
      const answer = async (then?: () => Promise<unknown> | void) => {
        await checkAnswered(memberId, due);
        reread();
        await then?.();
      };
      const dialog = Dialog.show({
        title: t('reality.title'),
        content: createElement(
          'div',
          { 'data-testid': 'reality-check' },
          lines.map((line) => createElement('p', { key: line }, line)),
        ),
        closeOnAction: true,
        actions: [
          { key: 'continue', text: t('reality.continue'), bold: true, onClick: () => answer() },
          { key: 'history', text: t('reality.history'), onClick: () => answer(() => navigate('/my/traderecord')) },
          {
            key: 'signOut',
            text: t('reality.signOut'),
            danger: true,
            onClick: () =>
              answer(async () => {
                await signOut();
                await navigate('/auth/login', { replace: true });
              }),
          },
        ],
      });
      close = dialog.close;
    })();
    return () => {
      stopped = true;
      close?.();
    };
  }, [due, visible, pathname, memberId, t, navigate, reread]);
  return null;
}
