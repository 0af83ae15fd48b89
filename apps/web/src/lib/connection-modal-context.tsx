import {
  type ComponentType,
  createContext,
  type ReactNode,
  use,
  useCallback,
  useMemo,
  useState,
} from 'react';

export type ConnectionMode = 'connect' | 'forgotten';

/** What the connection popup component receives from the provider. */
export type ConnectionModalProps = {
  opened: boolean;
  mode: ConnectionMode;
  /** The page to open once signed in (the one that asked for it); null: the current page again. */
  returnTo: string | null;
  onModeChange(mode: ConnectionMode): void;
  onClose(): void;
};

type ConnectionModalControl = {
  open(mode?: ConnectionMode, options?: { returnTo?: string }): void;
};

const ConnectionModalContext = createContext<ConnectionModalControl | null>(null);

/**
 * Holds the open/closed state of the connection popup; the popup component itself comes from the
 * app's composition (`modal`), so lib/ does not depend on a feature.
 */
export function ConnectionModalProvider({
  modal: Modal,
  children,
}: {
  modal: ComponentType<ConnectionModalProps>;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const [mode, setMode] = useState<ConnectionMode>('connect');
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const open = useCallback((nextMode: ConnectionMode = 'connect', options: { returnTo?: string } = {}) => {
    setMode(nextMode);
    setReturnTo(options.returnTo ?? null);
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  const control = useMemo(() => ({ open }), [open]);
  return (
    <ConnectionModalContext value={control}>
      {children}
      <Modal opened={opened} mode={mode} returnTo={returnTo} onModeChange={setMode} onClose={close} />
    </ConnectionModalContext>
  );
}

export function useConnectionModal(): ConnectionModalControl {
  const control = use(ConnectionModalContext);
  if (!control) throw new Error('useConnectionModal must be used inside ConnectionModalProvider');
  return control;
}
