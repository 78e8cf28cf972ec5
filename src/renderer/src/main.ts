import './app.css';
import { boot } from './boot';

boot();
