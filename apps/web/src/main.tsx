// First, so that the components' own stylesheets come after the base styles and win ties.
import '@/styles/global.css';
import { startApp } from '@/app/start';

void startApp(document.getElementById('root')!);
