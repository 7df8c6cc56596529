import { MEETING_DOMAIN } from './consultations/errors';
import { renderSimulatedCall, SIMULATED_DOCTOR_DELAY_MS } from './consultations/simulated-call';

/** The meeting host the fake API names in every room (`https://meet.carewell.in`). */
export const FAKE_MEETING_ORIGIN = `https://${MEETING_DOMAIN}`;

/**
 * What the stand-in meeting host answers for an address on it: `/external_api.js` is the stand-in
 * for Jitsi Meet's IFrame API, anything else is a room's meeting page.
 */
export function jitsiStandIn(url: string, delayMs = SIMULATED_DOCTOR_DELAY_MS): { contentType: string; body: string } {
  return new URL(url).pathname === '/external_api.js'
    ? { contentType: 'application/javascript', body: jitsiStubScript() }
    : { contentType: 'text/html; charset=utf-8', body: jitsiMeetingPage(delayMs) };
}

/**
 * A stand-in for Jitsi Meet's external_api.js, for end-to-end tests of the HTTP build against the
 * local fake server, so the real Jitsi adapter runs unchanged. Like the real one it puts the call
 * in an iframe on the meeting host (`https://<domain>/<room>`) that asks for camera, microphone
 * and display-capture, and talks to it by postMessage: so the page's Content-Security-Policy and
 * Permissions-Policy meet what they would meet in production. Only what the adapter uses is
 * honoured. The frame's page is jitsiMeetingPage().
 */
export function jitsiStubScript(): string {
  return `(function () {
  'use strict';
  var count = 0;
  function Api(domain, options) {
    var self = this;
    var devices = options.devices || {};
    this.listeners = {};
    this.audioMuted = !!options.configOverwrite.startWithAudioMuted;
    this.videoMuted = !!options.configOverwrite.startWithVideoMuted;
    this.origin = 'https://' + domain;
    this.queued = [];
    this.ready = false;
    var start = { cameraId: devices.videoInput || null, microphoneId: devices.audioInput || null, microphoneOn: !this.audioMuted, cameraOn: !this.videoMuted };
    var frame = document.createElement('iframe');
    frame.id = frame.name = 'jitsiConferenceFrame' + count++;
    frame.allow = 'camera; microphone; display-capture';
    frame.src = this.origin + '/' + encodeURIComponent(options.roomName) + '#' + encodeURIComponent(JSON.stringify(start));
    frame.style.cssText = 'border:0;width:' + options.width + ';height:' + options.height + 'px;';
    this.frame = options.parentNode.appendChild(frame);
    this.onMessage = function (event) {
      if (event.source !== self.frame.contentWindow || event.origin !== self.origin) return;
      var data = event.data || {};
      if (data.jitsiStandIn !== 'event') return;
      if (data.name === 'ready') {
        self.ready = true;
        self.queued.splice(0).forEach(function (command) { self.send(command); });
        return;
      }
      self.emit(data.name, data.payload);
    };
    window.addEventListener('message', this.onMessage);
  }
  Api.prototype.send = function (command) {
    if (!this.ready) { this.queued.push(command); return; }
    this.frame.contentWindow.postMessage(Object.assign({ jitsiStandIn: 'command' }, command), this.origin);
  };
  Api.prototype.addListener = function (event, listener) { (this.listeners[event] = this.listeners[event] || []).push(listener); };
  Api.prototype.emit = function (event, payload) { (this.listeners[event] || []).forEach(function (l) { l(payload); }); };
  Api.prototype.isAudioMuted = function () { return Promise.resolve(this.audioMuted); };
  Api.prototype.isVideoMuted = function () { return Promise.resolve(this.videoMuted); };
  Api.prototype.executeCommand = function (command) {
    if (command === 'toggleAudio') { this.audioMuted = !this.audioMuted; this.send({ name: 'microphone', on: !this.audioMuted }); }
    if (command === 'toggleVideo') { this.videoMuted = !this.videoMuted; this.send({ name: 'camera', on: !this.videoMuted }); }
    if (command === 'hangup') { this.send({ name: 'hangup' }); }
  };
  Api.prototype.setAudioInputDevice = function (label, id) { this.send({ name: 'devices', cameraId: null, microphoneId: id }); };
  Api.prototype.setVideoInputDevice = function (label, id) { this.send({ name: 'devices', cameraId: id, microphoneId: null }); };
  Api.prototype.getIFrame = function () { return this.frame; };
  Api.prototype.dispose = function () {
    window.removeEventListener('message', this.onMessage);
    this.frame.remove();
  };
  window.JitsiMeetExternalAPI = Api;
})();
`;
}

/**
 * The stand-in's meeting page, inside the frame on the meeting host: the simulated call with the
 * patient's own camera and microphone, opened here with getUserMedia (which the page's
 * Permissions-Policy must allow this origin), and a doctor who joins after `delayMs`. It reports
 * to the page as Jitsi's events do: `videoConferenceJoined` with the tracks it got once the
 * devices are open, `cameraError` with the error's name when they are refused, `participantJoined`
 * for the doctor.
 */
export function jitsiMeetingPage(delayMs = SIMULATED_DOCTOR_DELAY_MS): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Video call</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;">
<main id="call"></main>
<script>
(function () {
  'use strict';
  var __name = function (target) { return target; };
  var render = ${renderSimulatedCall.toString()};
  var start = JSON.parse(decodeURIComponent(location.hash.slice(1)) || '{}');
  var joined = false;
  function report(name, payload) { parent.postMessage({ jitsiStandIn: 'event', name: name, payload: payload }, '*'); }
  var view = render(document, document.getElementById('call'), {
    doctorName: 'Doctor', cameraId: start.cameraId || null, microphoneId: start.microphoneId || null,
    microphoneOn: start.microphoneOn !== false, cameraOn: start.cameraOn !== false, delayMs: ${delayMs}
  }, function () { report('participantJoined', { id: 'doctor' }); }, function (outcome) {
    if (!outcome.ok) { report('cameraError', { type: outcome.error }); return; }
    if (!joined) { joined = true; report('videoConferenceJoined', { tracks: outcome.tracks }); }
  });
  window.addEventListener('message', function (event) {
    var data = event.data || {};
    if (event.source !== parent || data.jitsiStandIn !== 'command') return;
    if (data.name === 'microphone') view.setMicrophone(data.on);
    if (data.name === 'camera') view.setCamera(data.on);
    if (data.name === 'devices') view.useDevices(data.cameraId, data.microphoneId);
    if (data.name === 'hangup') view.leave();
  });
  report('ready');
})();
</script>
</body>
</html>
`;
}
