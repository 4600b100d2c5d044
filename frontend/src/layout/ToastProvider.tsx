import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { lazyNamed } from '../shared/lazy-named';
import { ToastContext, type ShowToast, type ToastVariant } from './toast';

/** The toast library's code arrives with the first toast, not with every page's first script. */
const ToastHost = lazyNamed(() => import('./ToastHost'), 'ToastHost');

/** Toasts for everything inside (useToast); they appear top-right (spec 1 §2). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const waiting = useRef<{ message: string; variant: ToastVariant }[]>([]);
  const host = useRef<ShowToast | null>(null);
  const [hostWanted, setHostWanted] = useState(false);

  const show = useCallback<ShowToast>((message, variant) => {
    if (host.current) return host.current(message, variant);
    waiting.current.push({ message, variant });
    setHostWanted(true);
  }, []);

  const connect = useCallback((hostShow: ShowToast) => {
    host.current = hostShow;
    for (const { message, variant } of waiting.current.splice(0)) hostShow(message, variant);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {hostWanted ? (
        <Suspense fallback={null}>
          <ToastHost onReady={connect} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
