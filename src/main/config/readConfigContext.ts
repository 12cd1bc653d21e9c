import { CONFIG_CONTEXT_ELEMENT_ID, type ConfigPageContext } from '../../shared/api/config/ConfigPageContext';

// The server wrote this JSON into the page it rendered; a missing or unreadable one leaves the
// server-rendered HTML as it is rather than hydrating with different data.
export function readConfigContext(doc: Document): ConfigPageContext | null {
  const text = doc.getElementById(CONFIG_CONTEXT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as ConfigPageContext;
    return typeof value === 'object' && value !== null && Array.isArray(value.sections) ? value : null;
  } catch {
    return null;
  }
}
