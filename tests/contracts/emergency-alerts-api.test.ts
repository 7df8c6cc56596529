import { emergencyAlertsApiContract } from './emergency-alerts-api.contract';
import { httpEmergencyAlerts, inMemoryEmergencyAlerts } from './emergency-alerts-subjects';

emergencyAlertsApiContract('in-memory fake', inMemoryEmergencyAlerts);
emergencyAlertsApiContract('HTTP adapter over the local fake server', httpEmergencyAlerts);
