// First, before any module that builds a schema: no generated code under the CSP (lib/jitless.ts).
import './lib/jitless';
import './app.css';
import { boot } from './boot';

boot();
