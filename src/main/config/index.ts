// The configuration area's browser entry, a Vite input of its own so none of it loads on published pages.
// It only wires: read the page's config context, hydrate the server-rendered view.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import 'uplot/dist/uPlot.min.css';
import '../../ui/config/config.css';
import { ConfigApp } from '../../ui/config/ConfigApp';
import { readConfigContext } from './readConfigContext';
import { logout } from '../owner/logout';
import { CONFIG_ROOT_ELEMENT_ID } from '../../shared/api/config/ConfigPageContext';

const root = document.getElementById(CONFIG_ROOT_ELEMENT_ID);
const context = readConfigContext(document);
// Logout from here returns to the page shown in the frame with logout=true (spec visitor-runtime §2).
if (root && context) hydrateRoot(root, createElement(ConfigApp, { context, onLogout: () => void logout(window) }));
