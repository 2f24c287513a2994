// Mounts the signing endpoint on an Express server. requireLogin, credentialsFor and permissions stand for your
// application's own session and permission code.
import express from 'express';
import {createSigningEndpoint} from './signing-endpoint.mjs';
import {credentialsFor, permissions, requireLogin} from './your-application.mjs';

const signLaunch = createSigningEndpoint({credentialsFor, permissions});

const app = express();
app.use(express.json());
app.use(express.static('public')); // serves signing-function.mjs and your pages

app.post('/campfire/lti/sign', requireLogin, async (req, res) => {
  const {status, body} = await signLaunch({user: req.user, launchUrl: req.body?.launchUrl, params: req.body?.params});
  res.status(status).json(body);
});

app.listen(3000);
