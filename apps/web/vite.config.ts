import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: { target: 'es2022', assetsInlineLimit: 0 },
  server: { proxy: { '^/(CRM|api|UploadProfileImage|ipinfo|captcha|docs|health)': 'http://localhost:3000' } },
});
