import { Component, type ReactNode } from 'react';
import { RUNTIME_MESSAGES } from '../../../shared/messages/runtimeMessages';

// Spec visitor-runtime §8: 'Could not render form' is logged when a form cannot render in the browser; the
// rest of the page keeps working. (On the server a render error fails the page, which shows the error page.)
export class FormErrorBoundary extends Component<{ formId: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(RUNTIME_MESSAGES.formRenderFailed, this.props.formId, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
