import { DATA_LAYER_MESSAGES } from '../messages/dataLayerMessages';
import type { DataLayerFailure } from './DataLayerFailure';

export interface ErrorPanelText {
  title: string;
  message: string;
}

// Spec visitor-runtime §8: a cleaned error shows the fixed text, never its own detail.
export function describeErrorPanel(failure: Pick<DataLayerFailure, 'cleaned' | 'message'>): ErrorPanelText {
  if (failure.cleaned)
    return { title: DATA_LAYER_MESSAGES.cleanedErrorTitle, message: DATA_LAYER_MESSAGES.cleanedErrorBody };
  return { title: DATA_LAYER_MESSAGES.errorPanelTitle, message: failure.message };
}
