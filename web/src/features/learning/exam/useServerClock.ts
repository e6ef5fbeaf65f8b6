import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/store.ts';
import { examApi } from './examApi.ts';
import { createServerClock, type ServerClock } from './server-clock.ts';

/** The server's clock for a running attempt, measured again every minute and when the connection returns. */
export function useServerClock(): ServerClock | null {
  const dispatch = useAppDispatch();
  const [clock, setClock] = useState<ServerClock | null>(null);
  useEffect(() => {
    const created = createServerClock({
      fetchServerTime: async () =>
        (
          await dispatch(
            examApi.endpoints.serverClock.initiate(undefined, { subscribe: false, forceRefetch: true }),
          ).unwrap()
        ).serverTime,
    });
    const remeasure = () => void created.measure();
    window.addEventListener('online', remeasure);
    setClock(created);
    return () => {
      window.removeEventListener('online', remeasure);
      created.stop();
    };
  }, [dispatch]);
  return clock;
}

/** The server's time, read again every second while the screen shows it. */
export function useServerNow(clock: ServerClock | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!clock) return;
    setNow(clock.now());
    const timer = setInterval(() => setNow(clock.now()), 1000);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}
