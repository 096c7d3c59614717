import { Component } from 'react';
import type { ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForChunkError } from '../remote-view/chunk-reload';

interface ModalErrorBoundaryProps {
  /** The modal failed; `message` is a dictionary key. */
  onError(messageKey: string): void;
  children: ReactNode;
}

/** A modal whose code cannot load closes with a notice; a missing chunk means a new release, so reload once. */
export class ModalErrorBoundary extends Component<ModalErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error) && reloadOnceForChunkError(sessionStorage, Date.now(), () => location.reload())) return;
    console.error('betfront: a modal failed', error);
    this.props.onError('login.modal.load_error');
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
