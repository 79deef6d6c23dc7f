/**
 * The home page's first script. The server has drawn the first screen (the header's bar and the
 * first banner) in the page's HTML; the app starts once it has painted.
 */
import { startAppAfterFirstPaint } from './start-app';

void startAppAfterFirstPaint();
